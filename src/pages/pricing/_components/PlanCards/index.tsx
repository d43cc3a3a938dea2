import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type { Plan } from '@site/src/data/pricing';
import styles from './styles.module.css';

export default function PlanCards({ plans }: { plans: Plan[] }): ReactNode {
  return (
    <ul className={styles.plans}>
      {plans.map((plan) => (
        <li key={plan.id} className={clsx(styles.plan, plan.highlighted && styles.highlighted)}>
          <p className={styles.deployment}>{plan.deployment}</p>
          <Heading as="h3" className={styles.name}>
            {plan.name}
          </Heading>
          <p className={styles.price}>{plan.price}</p>
          <p className={styles.priceNote}>{plan.priceNote}</p>
          <p>{plan.summary}</p>
          <p className={styles.includesTitle}>What you get</p>
          <ul className={styles.includes}>
            {plan.includes.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className={styles.support}>
            <strong>Support:</strong> {plan.support}
          </p>
          <Link
            className={clsx('button button--block', plan.highlighted ? 'button--primary' : 'button--secondary')}
            to={plan.cta.to}
          >
            {plan.cta.label}
            <span className="sr-only"> ({plan.name} plan)</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
