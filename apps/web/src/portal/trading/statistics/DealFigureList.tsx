import type { DealFigure } from './dealFigures';

/** The deal figures as a definition list, label above value: the home page's summary and the 交易数据 page draw them alike. */
export function DealFigureList({
  figures,
  className,
  itemClassName,
  label,
}: {
  figures: DealFigure[];
  className: string;
  itemClassName: string;
  label?: string;
}) {
  return (
    <dl className={className} aria-label={label}>
      {figures.map((figure) => (
        <div key={figure.key} className={itemClassName}>
          <dt>{figure.label}</dt>
          <dd>
            <strong>{figure.value}</strong> {figure.unit}
          </dd>
        </div>
      ))}
    </dl>
  );
}
