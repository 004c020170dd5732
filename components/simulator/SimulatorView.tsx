// The whole simulator as markup. Rendered on the server (no handlers: controls drawn, a press passed on,
// "View as" drawn as text in the select's box) and by the interactive part (with handlers), from the
// same props, so nothing moves when the interactive part takes over.
import { useTranslations } from 'next-intl';
import type { KeyboardEventHandler } from 'react';
import type { PlayerId } from '@/engine/types';
import type { FaceUpCard, TableModel } from './table-model';
import type { WalkStep } from './walkthrough';
import { Heading } from './Heading';
import { LiveAnnouncer } from './LiveAnnouncer';
import { ModeSwitch, type Mode } from './ModeSwitch';
import { Narration } from './Narration';
import { ShareActions } from './ShareActions';
import { StepControls } from './StepControls';
import { Table } from './Table';
import { TryIt, type TryItHandlers, type TryItModel } from './TryIt';
import { ViewAsSwitch } from './ViewAsSwitch';
import { viewerLabel, type Viewer } from './viewer';
import styles from './simulator.module.css';

export interface SimulatorHandlers {
  onMode: (mode: Mode) => void;
  onViewer: (viewer: Viewer) => void;
  onGo: (index: number) => void;
  onCopyLink: () => void;
  onCopyText: () => void;
  /** Set where the example has an embed at this step. */
  onCopyEmbed?: () => void;
  onKeyDown: KeyboardEventHandler<HTMLDivElement>;
  /** Try-it mode only. */
  onChoose?: (card: FaceUpCard) => void;
  /** Try-it mode, when a target player is asked for (603.3d). */
  onTarget?: (player: PlayerId) => void;
}

export interface SimulatorViewProps {
  idPrefix: string;
  headingLevel: number;
  title: string;
  summary: string;
  rule: string;
  derivedFromRules?: boolean;
  /** Set when embedded: a link to the example's own page. */
  ownPageHref?: string;
  players: readonly PlayerId[];
  mode: Mode;
  viewer: Viewer;
  table: TableModel;
  step: WalkStep;
  total: number;
  tryIt?: { model: TryItModel; handlers: TryItHandlers };
  handlers?: SimulatorHandlers;
  announcement?: string;
  copyStatus?: string;
  /** The example has an embed: "Embed" is drawn. */
  embeddable?: boolean;
}

export function SimulatorView(props: SimulatorViewProps) {
  const { idPrefix, headingLevel, step, handlers, tryIt } = props;
  const trying = props.mode === 'try' && tryIt;
  const t = useTranslations('simulator');
  return (
    <div className={styles.inner} onKeyDown={handlers?.onKeyDown}>
      <div className={styles.header}>
        <Heading level={headingLevel} id={`${idPrefix}-title`} className={styles.title}>
          {props.title}
        </Heading>
        <p className={styles.meta}>
          {`${t('exampleOf', { rule: props.rule })}${props.derivedFromRules ? t('derived') : ''}`}
          {props.ownPageHref ? (
            <>
              {' · '}
              <a href={props.ownPageHref}>{t('ownPage')}</a>
            </>
          ) : null}
        </p>
        <p className={styles.summary}>{props.summary}</p>
        <div className={styles.toolbar}>
          <ModeSwitch mode={props.mode} onChange={handlers?.onMode} />
          <ViewAsSwitch
            id={`${idPrefix}-viewas`}
            players={props.players}
            viewer={props.viewer}
            onChange={handlers?.onViewer}
          />
        </div>
      </div>
      {trying ? (
        <TryIt id={idPrefix} players={props.players} model={tryIt.model} handlers={tryIt.handlers} onTarget={handlers?.onTarget} />
      ) : (
        <>
          <StepControls index={step.index} total={props.total} onGo={handlers?.onGo} />
          <Narration step={step} />
        </>
      )}
      <Table
        table={props.table}
        idPrefix={idPrefix}
        headingLevel={headingLevel + 1}
        viewerLabel={viewerLabel(props.viewer, t)}
        onChoose={trying ? handlers?.onChoose : undefined}
        selection={trying ? tryIt.model.selection : undefined}
      />
      {trying ? null : (
        <ShareActions
          onCopyLink={handlers?.onCopyLink}
          onCopyText={handlers?.onCopyText}
          onCopyEmbed={handlers?.onCopyEmbed}
          embeddable={props.embeddable}
          status={props.copyStatus}
        />
      )}
      {handlers ? <LiveAnnouncer text={props.announcement ?? ''} /> : null}
    </div>
  );
}
