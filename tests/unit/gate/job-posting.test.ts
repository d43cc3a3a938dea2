import { describe, expect, it } from 'vitest';
import { jobPostingJsonLd } from '../../../src/lib/seo/jobPosting';
import { jobs } from '../../../src/data/jobs';

const ORIGIN = 'https://signoz.io';

describe('JobPosting of a remote role', () => {
  it('names the countries applicants may live in, for every remote job', () => {
    for (const job of jobs.filter((j) => j.remote)) {
      const data = jobPostingJsonLd(job, `${ORIGIN}/careers/${job.slug}/`, ORIGIN);
      expect(data.jobLocationType).toBe('TELECOMMUTE');
      const required = [data.applicantLocationRequirements].flat() as { '@type': string; name: string }[];
      expect(required.length, job.slug).toBeGreaterThan(0);
      for (const country of required)
        expect(country).toEqual({ '@type': 'Country', name: expect.stringMatching(/^[A-Z]{2}$/) });
    }
  });
});
