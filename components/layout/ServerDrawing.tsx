// What an island shows until its code has loaded: the server's drawing, with a line under it while
// the reader's own content is on its way (shown by the island's CSS only then: a drill link, a
// shared table) and a line saying so when the code could not load (offline): the drawing stays.
import type { ReactNode } from 'react';

export interface ServerDrawingProps {
  failed: boolean;
  words: { failed: string; loading: string };
  /** The island's class for the loading line. */
  loadingClass: string | undefined;
  children: ReactNode;
}

export function ServerDrawing({ failed, words, loadingClass, children }: ServerDrawingProps) {
  return (
    <>
      {failed ? <p role="alert">{words.failed}</p> : null}
      {children}
      {failed ? null : (
        <p className={loadingClass} aria-busy="true">
          {words.loading}
        </p>
      )}
    </>
  );
}
