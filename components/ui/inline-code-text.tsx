/**
 * A text whose `backticked` spans are code (field names, headers, commands, as the API document
 * writes them), shown as code: they read the same in every language.
 */
export function InlineCodeText({ text }: { text: string }) {
  const pieces = text.split("`");
  // An odd number of backticks leaves the last one as it is: no code span runs to the end.
  const closed = pieces.length % 2 === 1;
  return (
    <>
      {pieces.map((piece, index) => {
        const key = `${index}:${piece.slice(0, 12)}`;
        if (index % 2 === 1 && (closed || index < pieces.length - 1)) return <code key={key}>{piece}</code>;
        return index % 2 === 1 ? <span key={key}>`{piece}</span> : <span key={key}>{piece}</span>;
      })}
    </>
  );
}
