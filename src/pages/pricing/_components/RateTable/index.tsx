import React, { type ReactNode } from 'react';
import type { UsageRate } from '@site/src/data/pricing';
import { formatDollars } from '@site/src/lib/pricing/estimate';
import TableScroll from '@site/src/components/TableScroll';
import styles from './styles.module.css';

export default function RateTable({ rates, minimum }: { rates: UsageRate[]; minimum: number }): ReactNode {
  return (
    <TableScroll
      label={`SigNoz Cloud Teams usage prices, with a ${formatDollars(minimum)} monthly minimum`}
      className={styles.wrap}
    >
      <table className={styles.table}>
        <caption className={styles.caption}>
          SigNoz Cloud Teams usage prices, with a {formatDollars(minimum)} monthly minimum
        </caption>
        <thead>
          <tr>
            <th scope="col">Signal</th>
            <th scope="col">Price</th>
            <th scope="col">Default retention</th>
          </tr>
        </thead>
        <tbody>
          {rates.map((rate) => (
            <tr key={rate.id}>
              <th scope="row">{rate.signal}</th>
              <td>
                {formatDollars(rate.price)} per {rate.unit}
              </td>
              <td>{rate.retentionDays} days</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
