// The stylesheets of the simulator's static view (StaticView and what it draws: the narration, the
// table, the stack, the try-it prompt), imported by the islands that keep the server's drawing of it
// (ServerDrawnView, SandboxIsland). The view's own code reaches the browser only later (a chunk
// loaded on demand) or never (KeptServerHtml), and a page's stylesheet is made from the CSS its
// browser code imports at load (next.config.mjs: cssChunking 'graph'): without these imports the
// server's drawing would come without the styles only the view imports (the stack's, first).
// e2e/styles.spec.ts checks that every class on the key pages has its rules.
import './simulator.module.css';
import './table.module.css';
import './stack.module.css';
import './try-it.module.css';
