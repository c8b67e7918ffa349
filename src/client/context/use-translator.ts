import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Lang, UiDictionary } from '../../contract';
import { completeDictionary, dictionaryQueryOptions } from '../api/translations';
import { deferredSectionsReady } from '../render/deferred-section';
import { whenIdle } from '../render/when-idle';
import { makeTranslator, type Translate } from './translate';

/** Until the first answer: a stable empty dictionary. */
const NONE_YET: UiDictionary = {};

/**
 * `t` for the language. A server-rendered page brought only the strings its HTML used
 * (decision 0015); once the page is idle the rest are added to the same dictionary
 * (`completeDictionary`), which re-renders nothing. Only if something asked for a string
 * the page lacked, in between (a menu opened at once), does the app render again, after
 * the sections hydrated later have their code (an update would empty them: render/deferred-section).
 */
export function useTranslator(lang: Lang): Translate {
  const queryClient = useQueryClient();
  const { data: dictionary = NONE_YET } = useQuery(dictionaryQueryOptions(lang));
  const missed = useRef(new Set<string>());
  const [filledIn, setFilledIn] = useState(0);

  useEffect(
    () =>
      whenIdle(() => {
        completeDictionary(queryClient, lang)
          .then(async (added) => {
            if (!added.some((key) => missed.current.has(key))) return;
            await deferredSectionsReady();
            setFilledIn((n) => n + 1);
          })
          // Unreachable server: those strings stay in English, as any missing translation does.
          .catch(() => {});
      }),
    [queryClient, lang],
  );

  const translate = useMemo(
    () => makeTranslator(dictionary, lang, (key) => missed.current.add(key)),
    [dictionary, lang],
  );
  // Once strings were added that a component missed: a new function, so that it renders again.
  return useMemo<Translate>(
    () => (filledIn === 0 ? translate : (text, slots) => translate(text, slots)),
    [translate, filledIn],
  );
}
