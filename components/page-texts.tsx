"use client";

import { createContext, type ReactNode, useContext } from "react";
import { Link } from "@/components/locale-link";

/**
 * Words that parts outside any page need in the page's language: the error page is a client
 * component that the server cannot hand props to, and the not-found page gets no parameters.
 * The root layout provides them (a handful of strings, not a catalogue).
 */
export type PageTexts = {
  errorTitle: string;
  errorLead: string;
  errorReference: string;
  errorRetry: string;
  notFoundTitle: string;
  notFoundLead: string;
  notFoundBack: string;
};

const PageTextsContext = createContext<PageTexts | null>(null);

export function PageTextsProvider({ texts, children }: { texts: PageTexts; children: ReactNode }) {
  return <PageTextsContext value={texts}>{children}</PageTextsContext>;
}

/** The texts the layout provided; English when rendered outside it. */
export function usePageTexts(): PageTexts {
  return (
    useContext(PageTextsContext) ?? {
      errorTitle: "Something went wrong",
      errorLead: "This page could not be shown just now.",
      errorReference: "error reference",
      errorRetry: "Try again",
      notFoundTitle: "Not found",
      notFoundLead: "There is no page here.",
      notFoundBack: "Go to the leaderboard →",
    }
  );
}

/** The not-found page's words, in the language of the page that was not found. */
export function NotFoundText() {
  const texts = usePageTexts();
  return (
    <>
      <h1>{texts.notFoundTitle}</h1>
      <p className="lead">{texts.notFoundLead}</p>
      <p>
        <Link href="/leaderboard">{texts.notFoundBack}</Link>
      </p>
    </>
  );
}
