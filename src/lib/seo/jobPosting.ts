import type { Job } from '@site/src/data/jobs';

/**
 * schema.org JobPosting of one opening. A remote role (`TELECOMMUTE`) names the
 * countries applicants may live in: search engines reject a remote posting
 * without `applicantLocationRequirements`.
 */
export function jobPostingJsonLd(job: Job, pageUrl: string, siteUrl: string): Record<string, unknown> {
  const description = [
    `<p>${job.summary}</p>`,
    `<h2>What you will do</h2><ul>${job.whatYouWillDo.map((i) => `<li>${i}</li>`).join('')}</ul>`,
    `<h2>What we look for</h2><ul>${job.whatWeLookFor.map((i) => `<li>${i}</li>`).join('')}</ul>`,
  ].join('');
  const countries = job.applicantCountries.map((code) => ({ '@type': 'Country', name: code }));
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.role,
    description,
    datePosted: job.datePosted,
    employmentType: job.type,
    hiringOrganization: { '@type': 'Organization', name: 'SigNoz', sameAs: `${siteUrl}/` },
    url: pageUrl,
    ...(job.remote ? { jobLocationType: 'TELECOMMUTE' } : {}),
    ...(countries.length ? { applicantLocationRequirements: countries.length === 1 ? countries[0] : countries } : {}),
  };
}
