/**
 * An iCIMS job at its real URLs, for the Chromium and Firefox suites: the page iCIMS serves at the job's address only
 * frames the job, which is the same address with `?in_iframe=1` on the same host (sites/fixtures/icims-job.html).
 */
export const ICIMS = {
  page: 'https://careers-acmerobotics.icims.com/jobs/1234/software-engineer%2c-robotics-platform/job',
  frame: 'https://careers-acmerobotics.icims.com/jobs/1234/software-engineer%2c-robotics-platform/job?in_iframe=1',
  jobId: 'icims:careers-acmerobotics:1234',
};

/** The page around the frame, as iCIMS serves it: the employer's header, then the job's frame. */
export const ICIMS_OUTER = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<title>Software Engineer, Robotics Platform in US-MA-Boston | Careers at Acme Robotics</title></head>
<body><div id="iCIMS_Header"><h1>Careers at Acme Robotics</h1><a href="/jobs/search">Search jobs</a></div>
<div class="iCIMS_MainWrapper"><span id="icims_iframe_span">
<iframe id="icims_content_iframe" title="iCIMS Content iFrame" src="${ICIMS.frame}" style="width:100%;height:900px;border:0"></iframe>
</span></div></body></html>`;
