/**
 * What a visitor reads before the first question (Colo. RPC 1.18 and ABA Formal Opinion 10-457:
 * a site that asks about a person's family and money must say plainly what answering does and
 * does not do).
 */
export function QuizNotice() {
  return (
    <div className="border-accent-700 bg-accent-100 mt-4 rounded-md border-l-4 p-4">
      <p>
        Some questions ask about your family and what you own. Your answers stay in this browser
        unless you ask us to e-mail you the report: then we keep them with your address, and the
        firm sees them.
      </p>
      <p className="mt-2">
        The quiz gives general information, not legal advice, and taking it does not make us your
        lawyers. Please answer in general terms and leave out confidential details until we have
        confirmed that we can take your matter.
      </p>
    </div>
  )
}
