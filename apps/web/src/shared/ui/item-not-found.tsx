import { BackLink } from './back-link';

/**
 * An unknown service or package (the server answers 404): the managed not-found title and text and
 * a way back to the list.
 */
export function ItemNotFound({
  title,
  text,
  back,
  backTo,
}: {
  title: string;
  text: string;
  back: string;
  backTo: string;
}) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6 sm:py-28">
      <p
        className="font-display text-6xl font-semibold text-primary-700 dark:text-primary-300"
        aria-hidden="true"
      >
        404
      </p>
      <h1 className="mt-4 font-display text-3xl font-semibold text-slate-900 dark:text-white">{title}</h1>
      {text ? <p className="mt-4 text-lg text-slate-600 dark:text-dark-200">{text}</p> : null}
      <div className="mt-8">
        <BackLink to={backTo} label={back} />
      </div>
    </section>
  );
}
