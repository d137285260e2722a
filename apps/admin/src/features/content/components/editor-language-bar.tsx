/**
 * Which language the editor works on, beside the site's default. The bar stays at the top while the
 * form scrolls — on a phone too, where it is one row (the pair of fields stacks below it), so the
 * language can be switched from anywhere in a long form. Copying every empty field from another
 * language sits below it: used once, it need not take room on the screen all the time.
 */
import type { LanguageCode } from '@wegweiser/contracts/constants';
import { CopyFromSelect } from '../../../shared/content/copy-from';
import { EditLanguageSelect } from '../../../shared/content/language-pair';
import { useContentWords } from '../../../shared/content/words';

export function EditorLanguageBar({
  editLanguage,
  onChange,
  languages,
  defaultLanguage,
  onCopy,
}: {
  editLanguage: LanguageCode;
  onChange: (language: LanguageCode) => void;
  languages: readonly LanguageCode[];
  defaultLanguage: LanguageCode;
  onCopy: (from: LanguageCode) => void;
}) {
  const { w } = useContentWords();
  return (
    <>
      <div
        data-testid="edit-language-bar"
        className={`sticky top-16 z-20 -mx-4 border-b ${editLanguage !== defaultLanguage ? 'mb-3' : 'mb-6'} border-dark-200 bg-dark-50/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6 md:py-3 dark:border-dark-800 dark:bg-dark-950/95`}
      >
        <EditLanguageSelect
          value={editLanguage}
          onChange={onChange}
          languages={languages}
          defaultLanguage={defaultLanguage}
        />
      </div>
      {editLanguage !== defaultLanguage ? (
        <div className="mb-6">
          <CopyFromSelect
            label={w.copyDocument}
            placeholder={w.copyDocument}
            sources={languages.filter((code) => code !== editLanguage)}
            onCopy={onCopy}
          />
        </div>
      ) : null}
    </>
  );
}
