/** What to do with the finished document. */
export function DocumentNextSteps({ smallClaims = false }: { smallClaims?: boolean }) {
  return (
    <section aria-labelledby="next-steps-title" className="flex flex-col gap-2">
      <h3 id="next-steps-title" className="text-lg font-semibold">
        Next steps
      </h3>
      <ol className="list-decimal space-y-1 pl-6">
        <li>Print your document and read it once more.</li>
        <li>Sign it where your name appears.</li>
        {smallClaims ? (
          <li>Follow the filing steps in the package to file with the court and serve the other party.</li>
        ) : (
          <li>Send it by certified mail with a return receipt, so you can prove when it was delivered.</li>
        )}
        <li>Keep a copy of everything you send, with the mail receipts.</li>
      </ol>
    </section>
  );
}
