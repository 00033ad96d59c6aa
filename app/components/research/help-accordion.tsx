import { useEffect } from "react";
import { useLocation } from "react-router";
import { QuestionList } from "~/components/content/question-list";
import type { HelpQuestion } from "~/features/content/page-schema";

/**
 * A help category's questions as `<details>`: each answer opens without JavaScript, and each
 * question has an id so the help-center search can link to it (/help-center/financing#id).
 * With JavaScript, the question named in the address opens by itself.
 */
export function HelpAccordion({ questions }: { questions: readonly HelpQuestion[] }) {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target instanceof HTMLDetailsElement) target.open = true;
  }, [hash]);
  return (
    <QuestionList
      items={questions}
      answerClassName="[&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p+p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6"
    />
  );
}
