/**
 * The skills a CV is matched on before the service has sent its own `skill_spec` (§2.4): signed out, or
 * never synced. Common names of tools and fields, spelled the way job listings spell them, with only the
 * aliases that cannot mean something else ("golang", never "ts"). Once the service's list is known it is
 * used instead; a skill it does not recognise is dropped by the service at the next sync, and said so.
 */
import type { SkillSpec } from '../api/contract';

const SKILLS: readonly (readonly [name: string, ...aliases: string[]])[] = [
  ['Go', 'golang'],
  ['Python'],
  ['Java'],
  ['JavaScript', 'ecmascript'],
  ['TypeScript'],
  ['C++', 'cpp'],
  ['C#', 'csharp'],
  ['Rust'],
  ['Ruby'],
  ['Ruby on Rails', 'rails'],
  ['Scala'],
  ['Kotlin'],
  ['Swift'],
  ['Node.js', 'nodejs'],
  ['React', 'react.js', 'reactjs'],
  ['Angular', 'angularjs'],
  ['Vue.js', 'vuejs'],
  ['GraphQL'],
  ['SQL'],
  ['PostgreSQL', 'postgres'],
  ['MySQL'],
  ['MongoDB'],
  ['Redis'],
  ['Elasticsearch', 'opensearch'],
  ['Kafka', 'apache kafka'],
  ['Spark', 'apache spark', 'pyspark'],
  ['Airflow', 'apache airflow'],
  ['Snowflake'],
  ['dbt'],
  ['Docker'],
  ['Kubernetes', 'k8s'],
  ['Terraform'],
  ['AWS', 'amazon web services'],
  ['GCP', 'google cloud platform'],
  ['Azure', 'microsoft azure'],
  ['Linux'],
  ['Git'],
  ['CI/CD', 'continuous integration'],
  ['Jenkins'],
  ['Machine Learning'],
  ['Deep Learning'],
  ['PyTorch'],
  ['TensorFlow'],
  ['NLP', 'natural language processing'],
  ['Computer Vision'],
  ['Data Analysis', 'data analytics'],
  ['Tableau'],
  ['Excel'],
  ['Figma'],
  ['Product Management'],
  ['Salesforce'],
  ['HubSpot'],
  ['SEO', 'search engine optimization'],
  ['iOS'],
  ['Android'],
  ['Selenium'],
  ['Cypress'],
  ['Embedded', 'firmware'],
  ['Verilog', 'systemverilog'],
  ['Cybersecurity', 'infosec'],
];

export const BUNDLED_SKILL_SPEC: SkillSpec = {
  skills: SKILLS.map(([name, ...aliases]) => ({ name, aliases })),
};

/** The terms to match a CV on: the service's own list when it sent one, else the bundled list. */
export const skillSpecFor = (fromService: SkillSpec | undefined): SkillSpec =>
  fromService && (fromService.skills?.length ?? 0) > 0 ? fromService : BUNDLED_SKILL_SPEC;
