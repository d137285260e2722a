import { BackLink } from './back-link';

/** Unknown package (the server answers 404). Other load failures are silent (spec section 8). */
export function PackageNotFound({ title, text, back }: { title: string; text: string; back: string }) {
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
        <BackLink to="/services" label={back} />
      </div>
    </section>
  );
}
