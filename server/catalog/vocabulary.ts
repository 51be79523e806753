/**
 * The server's vocabularies: skills (with the aliases a CV reader matches on), departments, locations and
 * ATS names. The skill list is also the bit order of `jobs.skills_mask`, so it must stay at most 62 long and
 * only ever grow at the end.
 */

export interface SkillDef {
  name: string;
  aliases: string[];
}

export const SKILLS: SkillDef[] = [
  { name: 'Go', aliases: ['golang'] },
  { name: 'Kubernetes', aliases: ['k8s'] },
  { name: 'JavaScript', aliases: ['js', 'ecmascript'] },
  { name: 'TypeScript', aliases: ['ts'] },
  { name: 'PostgreSQL', aliases: ['postgres', 'psql'] },
  { name: 'Python', aliases: ['py'] },
  { name: 'Java', aliases: [] },
  { name: 'C++', aliases: ['cpp'] },
  { name: 'C#', aliases: ['csharp', '.net'] },
  { name: 'Rust', aliases: [] },
  { name: 'Ruby', aliases: [] },
  { name: 'Ruby on Rails', aliases: ['rails', 'ror'] },
  { name: 'Node.js', aliases: ['node', 'nodejs'] },
  { name: 'React', aliases: ['react.js', 'reactjs'] },
  { name: 'Angular', aliases: ['angularjs'] },
  { name: 'Vue.js', aliases: ['vue', 'vuejs'] },
  { name: 'Docker', aliases: ['containers'] },
  { name: 'AWS', aliases: ['amazon web services'] },
  { name: 'GCP', aliases: ['google cloud', 'google cloud platform'] },
  { name: 'Azure', aliases: ['microsoft azure'] },
  { name: 'Terraform', aliases: ['tf'] },
  { name: 'Kafka', aliases: ['apache kafka'] },
  { name: 'Redis', aliases: [] },
  { name: 'MongoDB', aliases: ['mongo'] },
  { name: 'MySQL', aliases: [] },
  { name: 'Elasticsearch', aliases: ['elastic', 'opensearch'] },
  { name: 'Spark', aliases: ['apache spark', 'pyspark'] },
  { name: 'Airflow', aliases: ['apache airflow'] },
  { name: 'SQL', aliases: [] },
  { name: 'GraphQL', aliases: [] },
  { name: 'Linux', aliases: ['unix'] },
  { name: 'Scala', aliases: [] },
  { name: 'Kotlin', aliases: [] },
  { name: 'Swift', aliases: [] },
  { name: 'iOS', aliases: [] },
  { name: 'Android', aliases: [] },
  { name: 'Machine Learning', aliases: ['ml'] },
  { name: 'Deep Learning', aliases: ['dl'] },
  { name: 'PyTorch', aliases: ['torch'] },
  { name: 'TensorFlow', aliases: ['tf2'] },
  { name: 'NLP', aliases: ['natural language processing'] },
  { name: 'Computer Vision', aliases: [] },
  { name: 'Data Analysis', aliases: ['data analytics'] },
  { name: 'Figma', aliases: [] },
  { name: 'Product Management', aliases: [] },
  { name: 'Salesforce', aliases: ['sfdc'] },
  { name: 'Excel', aliases: ['microsoft excel'] },
  { name: 'Selenium', aliases: [] },
  { name: 'Cypress', aliases: [] },
  { name: 'CI/CD', aliases: ['continuous integration'] },
  { name: 'Jenkins', aliases: [] },
  { name: 'Git', aliases: ['github', 'gitlab'] },
  { name: 'Cybersecurity', aliases: ['infosec', 'security'] },
  { name: 'Networking', aliases: ['tcp/ip'] },
  { name: 'Embedded', aliases: ['embedded c', 'firmware'] },
  { name: 'Verilog', aliases: ['systemverilog'] },
  { name: 'Snowflake', aliases: [] },
  { name: 'dbt', aliases: [] },
  { name: 'Tableau', aliases: [] },
  { name: 'HubSpot', aliases: [] },
  { name: 'SEO', aliases: ['search engine optimization'] },
];

if (SKILLS.length > 62) throw new Error('skills_mask holds at most 62 skills');

const skillIndex = new Map<string, number>();
SKILLS.forEach((skill, index) => {
  skillIndex.set(skill.name.toLowerCase(), index);
});
// Aliases second, so a name always wins over another skill's alias.
SKILLS.forEach((skill, index) => {
  for (const alias of skill.aliases)
    if (!skillIndex.has(alias.toLowerCase())) skillIndex.set(alias.toLowerCase(), index);
});

/**
 * The vocabulary's spelling of a skill, matched case-insensitively by name or alias ("golang" → "Go");
 * undefined when unknown.
 */
export function canonicalSkill(value: string): string | undefined {
  const index = skillIndex.get(value.trim().toLowerCase());
  return index === undefined ? undefined : SKILLS[index]!.name;
}

export function skillBit(value: string): number | undefined {
  return skillIndex.get(value.trim().toLowerCase());
}

/** The bitmask of the given skills (unknown ones contribute nothing), as a BigInt for the stores' 64-bit integers. */
export function skillsMask(values: readonly string[]): bigint {
  let mask = 0n;
  for (const value of values) {
    const bit = skillBit(value);
    if (bit !== undefined) mask |= 1n << BigInt(bit);
  }
  return mask;
}

export const DEPARTMENTS = [
  'Engineering',
  'Data',
  'Product',
  'Design',
  'DevOps',
  'Security',
  'QA',
  'Research',
  'IT',
  'Sales',
  'Marketing',
  'Customer Success',
  'Finance',
  'HR',
  'Operations',
  'Legal',
] as const;

/** Which skills a department's jobs draw from (indexes into SKILLS by name). */
export const DEPARTMENT_SKILLS: Record<string, string[]> = {
  Engineering: [
    'Go',
    'Kubernetes',
    'JavaScript',
    'TypeScript',
    'PostgreSQL',
    'Python',
    'Java',
    'C++',
    'C#',
    'Rust',
    'Ruby',
    'Ruby on Rails',
    'Node.js',
    'React',
    'Angular',
    'Vue.js',
    'Docker',
    'AWS',
    'Redis',
    'MongoDB',
    'MySQL',
    'GraphQL',
    'Kafka',
    'Scala',
    'Kotlin',
    'Swift',
    'iOS',
    'Android',
    'Git',
    'Linux',
    'Embedded',
    'Verilog',
  ],
  Data: [
    'Python',
    'SQL',
    'Spark',
    'Airflow',
    'Snowflake',
    'dbt',
    'Machine Learning',
    'Deep Learning',
    'PyTorch',
    'TensorFlow',
    'NLP',
    'Computer Vision',
    'Tableau',
    'Data Analysis',
    'Scala',
    'Kafka',
  ],
  Product: ['Product Management', 'SQL', 'Data Analysis', 'Figma', 'Excel'],
  Design: ['Figma', 'JavaScript', 'React'],
  DevOps: ['Kubernetes', 'Docker', 'Terraform', 'AWS', 'GCP', 'Azure', 'Linux', 'CI/CD', 'Jenkins', 'Go', 'Python'],
  Security: ['Cybersecurity', 'Networking', 'Linux', 'Python', 'Go', 'AWS', 'C++'],
  QA: ['Selenium', 'Cypress', 'Python', 'Java', 'JavaScript', 'CI/CD'],
  Research: ['Machine Learning', 'Deep Learning', 'PyTorch', 'NLP', 'Computer Vision', 'Python', 'C++'],
  IT: ['Linux', 'Networking', 'Azure', 'Excel'],
  Sales: ['Salesforce', 'HubSpot', 'Excel'],
  Marketing: ['SEO', 'HubSpot', 'Data Analysis', 'Excel'],
  'Customer Success': ['Salesforce', 'HubSpot', 'Excel', 'SQL'],
  Finance: ['Excel', 'SQL', 'Data Analysis'],
  HR: ['Excel'],
  Operations: ['Excel', 'SQL', 'Salesforce'],
  Legal: ['Excel'],
};

export const TITLES: Record<string, string[]> = {
  Engineering: [
    'Backend Engineer',
    'Frontend Engineer',
    'Full Stack Engineer',
    'Software Engineer',
    'Mobile Engineer',
    'Platform Engineer',
    'Embedded Software Engineer',
    'Engineering Manager',
  ],
  Data: ['Data Engineer', 'Data Scientist', 'Data Analyst', 'Machine Learning Engineer', 'Analytics Engineer'],
  Product: ['Product Manager', 'Product Owner', 'Technical Product Manager'],
  Design: ['Product Designer', 'UX Designer', 'UX Researcher'],
  DevOps: ['DevOps Engineer', 'Site Reliability Engineer', 'Cloud Infrastructure Engineer'],
  Security: ['Security Engineer', 'Security Researcher', 'Application Security Engineer', 'SOC Analyst'],
  QA: ['QA Engineer', 'Automation Engineer', 'Test Engineer'],
  Research: ['Research Scientist', 'Research Engineer', 'Algorithm Developer'],
  IT: ['IT Specialist', 'Systems Administrator', 'Helpdesk Technician'],
  Sales: ['Account Executive', 'Sales Development Representative', 'Solutions Engineer', 'Sales Manager'],
  Marketing: ['Product Marketing Manager', 'Content Marketing Manager', 'Growth Marketer', 'SEO Specialist'],
  'Customer Success': ['Customer Success Manager', 'Support Engineer', 'Technical Account Manager'],
  Finance: ['Financial Analyst', 'Controller', 'Accountant', 'FP&A Manager'],
  HR: ['Talent Acquisition Partner', 'HR Business Partner', 'Recruiter'],
  Operations: ['Operations Manager', 'Business Operations Analyst', 'Office Manager'],
  Legal: ['Legal Counsel', 'Paralegal', 'Privacy Counsel'],
};

export interface CityDef {
  city: string;
  country: string;
  /** The country's name as raw location text shows it. */
  countryName: string;
}

export const ISRAELI_CITIES = [
  'Tel Aviv-Yafo',
  'Jerusalem',
  'Haifa',
  'Herzliya',
  'Petah Tikva',
  "Ra'anana",
  "Be'er Sheva",
  'Ramat Gan',
  'Rehovot',
  'Netanya',
  'Hod HaSharon',
  'Yokneam',
  'Kfar Saba',
  'Caesarea',
  'Or Yehuda',
  'Rosh HaAyin',
];

export const CITIES: CityDef[] = [
  ...ISRAELI_CITIES.map((city) => ({ city, country: 'IL', countryName: 'Israel' })),
  { city: 'New York', country: 'US', countryName: 'United States' },
  { city: 'San Francisco', country: 'US', countryName: 'United States' },
  { city: 'Austin', country: 'US', countryName: 'United States' },
  { city: 'Boston', country: 'US', countryName: 'United States' },
  { city: 'Seattle', country: 'US', countryName: 'United States' },
  { city: 'London', country: 'GB', countryName: 'United Kingdom' },
  { city: 'Berlin', country: 'DE', countryName: 'Germany' },
  { city: 'Munich', country: 'DE', countryName: 'Germany' },
  { city: 'Paris', country: 'FR', countryName: 'France' },
  { city: 'Amsterdam', country: 'NL', countryName: 'Netherlands' },
  { city: 'Warsaw', country: 'PL', countryName: 'Poland' },
  { city: 'Lisbon', country: 'PT', countryName: 'Portugal' },
  { city: 'Barcelona', country: 'ES', countryName: 'Spain' },
  { city: 'Dublin', country: 'IE', countryName: 'Ireland' },
  { city: 'Toronto', country: 'CA', countryName: 'Canada' },
  { city: 'Bangalore', country: 'IN', countryName: 'India' },
  { city: 'Singapore', country: 'SG', countryName: 'Singapore' },
  { city: 'Sydney', country: 'AU', countryName: 'Australia' },
  { city: 'Tokyo', country: 'JP', countryName: 'Japan' },
];

export const ATS_NAMES = ['greenhouse', 'lever', 'ashby', 'comeet', 'workable', 'smartrecruiters', 'workday'] as const;

/** Confidence ranks: a filter level includes every rank up to its own. */
export const CONFIDENCE_LEVELS = ['verified', 'best_effort', 'unconfirmed'] as const;
export type ConfidenceLevel = (typeof CONFIDENCE_LEVELS)[number];
