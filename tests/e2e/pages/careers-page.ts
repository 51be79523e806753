/**
 * An employer's own careers page, written for the "enable this site" tests (Chromium and Firefox): a
 * schema.org JobPosting on a host no site adapter claims.
 */
export const CAREERS = {
  origin: 'https://careers.acme-robotics.com',
  host: 'careers.acme-robotics.com',
  url: 'https://careers.acme-robotics.com/jobs/robot-welder',
  jobId: 'web:careers.acme-robotics.com:AR-1042',
  title: 'Robot Welder',
  company: 'Acme Robotics',
};

export const CAREERS_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<title>${CAREERS.title} | ${CAREERS.company} careers</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"JobPosting","title":"${CAREERS.title}",
"hiringOrganization":{"@type":"Organization","name":"${CAREERS.company}"},
"identifier":{"@type":"PropertyValue","name":"${CAREERS.company}","value":"AR-1042"},
"jobLocation":{"@type":"Place","address":{"@type":"PostalAddress","addressLocality":"Haifa","addressCountry":"IL"}}}</script>
</head><body><main><h1>${CAREERS.title}</h1><p>Weld the robots that weld.</p><a href="/apply">Apply</a></main></body></html>`;
