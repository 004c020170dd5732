// The exhaustiveness check of every narrator: a `switch` over a closed list (event types, questions,
// error codes, scenario error codes, reasons) ends in `default: return unsaid(x)`, which compiles only
// when `x` is `never`, that is when every member of the list has its own case.
export function unsaid(x: never): never {
  throw new Error(`no narration for ${JSON.stringify(x)}`);
}
