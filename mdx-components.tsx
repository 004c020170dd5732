// The one MDX component map: content/ can use only what is registered here.
import type { MDXComponents } from 'mdx/types';
import { H2, H3, H4 } from '@/components/mdx/headings';
import { RuleSection } from '@/components/mdx/RuleSection';
import { RuleText } from '@/components/mdx/RuleText';
import { RuleTranslation } from '@/components/mdx/RuleTranslation';
import { EditionText } from '@/components/mdx/EditionText';
import { Misconception } from '@/components/mdx/Misconception';
import { RuleHistory } from '@/components/mdx/RuleHistory';
import { DerivedFromRules } from '@/components/mdx/DerivedFromRules';
import { RituelWordings } from '@/components/mdx/RituelWordings';
import { RulingsList } from '@/components/mdx/RulingsList';
import { Glossary } from '@/components/mdx/Glossary';
import { ExampleLink } from '@/components/mdx/ExampleLink';
import { ExampleSimulator } from '@/components/mdx/ExampleSimulator';

const components: MDXComponents = {
  h2: H2,
  h3: H3,
  h4: H4,
  // Headings with their id written in the page (`<H2 id="the-stack">`): both languages share anchors.
  H2,
  H3,
  H4,
  table: (props) => (
    <div className="table-scroll">
      <table {...props} />
    </div>
  ),
  RuleSection,
  RuleText,
  RuleTranslation,
  EditionText,
  Misconception,
  RuleHistory,
  DerivedFromRules,
  RituelWordings,
  RulingsList,
  Glossary,
  ExampleLink,
  Simulator: ExampleSimulator,
};

export function useMDXComponents(inherited: MDXComponents = {}): MDXComponents {
  return { ...inherited, ...components };
}
