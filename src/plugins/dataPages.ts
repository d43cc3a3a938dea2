import type { Plugin } from '@docusaurus/types';
import { jobs, jobPath } from '../data/jobs';
import { caseStudies, caseStudyPath } from '../data/caseStudies';
import { funding, launchDays, launchDayPath, launchWeek } from '../data/newsroom';

/**
 * Creates one route per item of the typed data modules: job pages, case
 * studies and newsroom pages. Each route gets only its own item as props, so a
 * page's chunk carries one record; adding a job is a data change, not a new file.
 */
export default function dataPagesPlugin(): Plugin {
  return {
    name: 'data-pages',
    async contentLoaded({ actions }) {
      for (const job of jobs) {
        actions.addRoute({
          path: jobPath(job),
          component: '@site/src/pages/careers/_components/JobPage/index.tsx',
          exact: true,
          props: { job },
        });
      }
      for (const study of caseStudies) {
        actions.addRoute({
          path: caseStudyPath(study),
          component: '@site/src/pages/case-study/_components/CaseStudyPage/index.tsx',
          exact: true,
          props: {
            study,
            others: caseStudies
              .filter((s) => s.slug !== study.slug)
              .map(({ slug, customer, title }) => ({ slug, customer, title })),
          },
        });
      }
      launchDays.forEach((day, index) => {
        actions.addRoute({
          path: launchDayPath(day),
          component: '@site/src/pages/newsroom/_components/LaunchDayPage/index.tsx',
          exact: true,
          props: {
            day,
            previous: launchDays[index - 1] ?? null,
            next: launchDays[index + 1] ?? null,
            launchWeek,
          },
        });
      });
      actions.addRoute({
        path: `/newsroom/${funding.slug}/`,
        component: '@site/src/pages/newsroom/_components/FundingPage/index.tsx',
        exact: true,
        props: { funding },
      });
    },
  };
}
