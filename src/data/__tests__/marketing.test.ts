import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { plans, pricingFaqs, teamsMonthlyMinimum, usageRates } from '../pricing';
import { jobs } from '../jobs';
import { caseStudies } from '../caseStudies';
import { funding, launchDays, launchWeek } from '../newsroom';

const text = z.string().trim().min(1);
const sentence = z.string().trim().min(20);
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const internalPath = z.string().regex(/^\/([a-z0-9_-]+\/)*(#[a-z0-9-]+)?$/);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A page's meta description: its own `description`, else its summary; 50-170 characters (the site gate's rule). */
const metaDescription = z.string().trim().min(50).max(170);
const describedBy = (item: { description?: string; summary: string }) => item.description ?? item.summary;

function unique<T>(values: T[]): boolean {
  return new Set(values).size === values.length;
}

const bannedWords = /\b(lorem|ipsum|todo|tbd|fixme|coming soon)\b/i;
function noPlaceholders(value: unknown): void {
  expect(JSON.stringify(value)).not.toMatch(bannedWords);
}

describe('pricing data', () => {
  const Plan = z.object({
    id: z.enum(['community', 'teams', 'enterprise']),
    name: text,
    deployment: text,
    price: text,
    priceNote: text,
    summary: sentence,
    includes: z.array(text).min(3),
    support: text,
    cta: z.object({ label: text, to: internalPath }),
    highlighted: z.boolean(),
  });
  const Rate = z.object({
    id: z.enum(['logs', 'traces', 'metrics']),
    signal: text,
    price: z.number().positive(),
    unit: text,
    retentionDays: z.number().int().positive(),
  });

  it('matches the schema', () => {
    z.array(Plan).length(3).parse(plans);
    z.array(Rate).length(3).parse(usageRates);
    z.array(z.object({ question: text.endsWith('?'), answer: sentence }))
      .min(4)
      .parse(pricingFaqs);
    expect(teamsMonthlyMinimum).toBeGreaterThan(0);
    noPlaceholders([plans, usageRates, pricingFaqs]);
  });

  it('has one plan of each kind and exactly one highlighted', () => {
    expect(plans.map((p) => p.id).sort()).toEqual(['community', 'enterprise', 'teams']);
    expect(plans.filter((p) => p.highlighted)).toHaveLength(1);
  });

  it('states the site price list', () => {
    const byId = Object.fromEntries(usageRates.map((r) => [r.id, r]));
    expect(byId.logs).toMatchObject({ price: 0.3, unit: 'GB ingested', retentionDays: 15 });
    expect(byId.traces).toMatchObject({ price: 0.3, unit: 'GB ingested', retentionDays: 15 });
    expect(byId.metrics).toMatchObject({ price: 0.1, unit: 'million samples', retentionDays: 30 });
    expect(teamsMonthlyMinimum).toBe(49);
    // The Teams card quotes the same minimum as the data.
    expect(plans.find((p) => p.id === 'teams')?.price).toContain(`$${teamsMonthlyMinimum}`);
  });
});

describe('jobs data', () => {
  const Job = z.object({
    slug,
    role: text,
    team: text,
    location: text,
    applicantCountries: z.array(z.string().regex(/^[A-Z]{2}$/)),
    remote: z.boolean(),
    type: z.enum(['FULL_TIME', 'PART_TIME', 'CONTRACTOR']),
    datePosted: isoDate,
    summary: sentence,
    whatYouWillDo: z.array(sentence).min(3),
    whatWeLookFor: z.array(sentence).min(2),
    niceToHave: z.array(text),
    howToApply: sentence,
  });

  it('matches the schema, with unique slugs', () => {
    z.array(Job).parse(jobs);
    expect(unique(jobs.map((j) => j.slug))).toBe(true);
    noPlaceholders(jobs);
  });

  it('has exactly the six roles the spec lists', () => {
    expect(jobs.map((j) => j.slug).sort()).toEqual([
      'community-engineer-in',
      'devrel-engineer-in',
      'product-designer-in',
      'senior-frontend-engineer-in',
      'site-reliability-engineer',
      'technical-content-writer-in',
    ]);
  });

  it('ties every "-in" role to India', () => {
    for (const job of jobs.filter((j) => j.slug.endsWith('-in'))) expect(job.applicantCountries).toEqual(['IN']);
  });

  it('names the countries applicants may live in for every remote role (JobPosting requires it)', () => {
    for (const job of jobs.filter((j) => j.remote)) expect(job.applicantCountries.length, job.slug).toBeGreaterThan(0);
  });
});

describe('meta descriptions of the pages made from data', () => {
  const pages: [string, { description?: string; summary: string }][] = [
    ...jobs.map((job) => [`/careers/${job.slug}/`, job] as [string, typeof job]),
    ...caseStudies.map((study) => [`/case-study/${study.slug}/`, study] as [string, typeof study]),
    ['/newsroom/launch-week-1/', launchWeek],
    ...launchDays.map((day) => [`/newsroom/launch-week-1/${day.slug}/`, day] as [string, typeof day]),
    ['/newsroom/funding/', funding],
  ];

  it.each(pages)('%s has one of 50-170 characters', (_path, item) => {
    metaDescription.parse(describedBy(item));
  });

  it('are all different', () => {
    expect(unique(pages.map(([, item]) => describedBy(item)))).toBe(true);
  });
});

describe('case studies data', () => {
  const Section = z.object({ heading: text, paragraphs: z.array(sentence).min(1) });
  const Study = z.object({
    slug,
    customer: text,
    industry: text,
    title: sentence,
    summary: sentence,
    uses: z.array(text).min(1),
    deployment: z.enum(['SigNoz Cloud', 'Self-hosted']).optional(),
    problem: Section,
    built: Section,
    outcome: Section,
  });

  it('matches the schema: blip, instasafe, outplay, wombo', () => {
    z.array(Study).parse(caseStudies);
    expect(caseStudies.map((s) => s.slug).sort()).toEqual(['blip', 'instasafe', 'outplay', 'wombo']);
    noPlaceholders(caseStudies);
  });

  it('quotes no customer and gives no percentages, multipliers or money amounts', () => {
    const story = JSON.stringify(caseStudies);
    expect(story).not.toMatch(/\u201c|\u201d/);
    // No percentages, multipliers or money amounts.
    expect(story).not.toMatch(/\d+\s?%|\d+x\b|\$\s?\d/);
  });
});

describe('newsroom data', () => {
  it('has days 1 to 5 with distinct themes and docs links', () => {
    expect(launchDays.map((d) => d.day)).toEqual([1, 2, 3, 4, 5]);
    expect(launchDays.map((d) => d.slug)).toEqual(['day-1', 'day-2', 'day-3', 'day-4', 'day-5']);
    expect(unique(launchDays.map((d) => d.theme))).toBe(true);
    for (const day of launchDays) {
      z.object({
        title: sentence,
        summary: sentence,
        why: z.array(sentence).min(1),
        whatShips: z.array(z.object({ name: text, detail: sentence })).min(2),
        tryIt: z.array(text).min(2),
        docs: z.object({ label: text, to: internalPath }),
        datePublished: isoDate,
      }).parse(day);
    }
    expect(launchWeek.slug).toBe('launch-week-1');
    isoDate.parse(launchWeek.datePublished);
    // Days run in order, starting with the week.
    const dates = [launchWeek.datePublished, ...launchDays.map((d) => d.datePublished)];
    expect([...dates].sort()).toEqual(dates);
    expect(launchDays[0].datePublished).toBe(launchWeek.datePublished);
    noPlaceholders([launchDays, launchWeek, funding]);
  });

  it('states the publicly announced round and nothing it does not name', () => {
    const text = JSON.stringify(funding);
    expect(funding.datePublished).toBe('2023-09-28');
    for (const fact of ['$6.5M', '$5.4M', '$1.1M', 'SignalFire', 'Y Combinator']) expect(text).toContain(fact);
    // The announcement names no round type.
    expect(text).not.toMatch(/\bseries [a-z]\b|\bseed\b|\bpre-seed\b/i);
    expect(funding.slug).toBe('funding');
    expect(funding.investments.length).toBeGreaterThanOrEqual(3);
  });
});
