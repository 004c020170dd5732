import type { ReactNode } from 'react';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** Clamps a computed level (e.g. the simulator's level + 1) to a real heading. */
export function headingLevel(level: number): HeadingLevel {
  return Math.min(6, Math.max(1, Math.trunc(level))) as HeadingLevel;
}

export function Heading({
  level,
  id,
  className,
  children,
}: {
  level: number;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const Tag = `h${headingLevel(level)}` as const;
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}
