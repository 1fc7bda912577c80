/**
 * A row of a file that was not stored, as the upload's preview and the run page list it: where it
 * is and why (said by the caller, in the page's language), then the row itself as the file had it.
 */
export function SkippedRow({ said, text }: { said: string; text: string | null }) {
  return (
    <>
      {said}
      {text && (
        <>
          {" "}
          <code>{text}</code>
        </>
      )}
    </>
  );
}
