import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { LANGUAGE_OPTIONS, dirOf, type Direction, type Lang, type LanguageOption } from '../../contract';
import { seoQueryOptions } from '../api/seo';
import { setSnackbarTranslator } from '../api/snackbar';
import { dictionaryQueryOptions } from '../api/translations';
import { wholeLanguagesFor } from '../api/one-language';
import { persistLang, readQueryLang, readStoredLang } from '../api/stored-lang';
import { deferredSectionsReady, startDeferredSectionOf } from '../render/deferred-section';
import { keptTaps, replayTapsIn, tapWaits } from '../render/early-taps';
import { DirectionContext } from '../render/direction';
import { UnnotedStrings } from '../render/unnoted-strings';
import { useRealtimeInvalidation } from './use-realtime-invalidation';
import { below, useMediaQuery } from './media-query';
import { quietly, type Translate } from './translate';
import { useTranslator } from './use-translator';

export interface AppContextValue {
  lang: Lang;
  dir: Direction;
  setLang: (lang: Lang) => void;
  languages: readonly LanguageOption[];
  /** SPEC §4: the current language's text for an English UI string, else the English text. */
  t: Translate;
  /** SPEC §4 screen-size flags: xs below sm, sm below md, md below lg, lg below xl. */
  isXs: boolean;
  isSm: boolean;
  isMd: boolean;
  isLg: boolean;
}

const AppContext = createContext<AppContextValue | null>(null);

export function AppProvider({ initialLang, children }: { initialLang: Lang; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [lang, setLangState] = useState<Lang>(initialLang);
  // SPEC §4: a client-only start shows the localStorage copies and fetches at once; a
  // server-rendered page brought the server's own (docs/decisions/0009): its language's UI
  // strings. The socket keeps them fresh; each list fetched is written to localStorage
  // (api/translations.ts, api/seo.ts).
  const t = useTranslator(lang);
  // The SEO entries are refreshed on start too, and kept while the app runs, but only the
  // document head reads them (context/document-head.tsx): their arrival re-renders nothing
  // here, so it never reaches a section still waiting for its code (render/deferred-section).
  useQuery({ ...seoQueryOptions(), notifyOnChangeProps: [] });
  useRealtimeInvalidation();

  // A new language shows once its UI strings are here (a server-rendered page brought only
  // its own), so the page never flashes English between two languages. The last choice wins.
  const wantedLang = useRef(initialLang);
  const setLang = useCallback(
    (next: Lang) => {
      wantedLang.current = next;
      persistLang(next);
      const show = () => {
        if (wantedLang.current === next) setLangState(next);
      };
      // Unreachable server: the page switches anyway, its strings in English until the next
      // refresh. The sections hydrated later come first: the update would empty them
      // (render/deferred-section). The page's data came in its own language only (api/one-language.ts):
      // fetched whole once the deferred sections are hydrated, so its arrival never empties one.
      void Promise.allSettled([
        queryClient.ensureQueryData(dictionaryQueryOptions(next)),
        deferredSectionsReady().then(() => wholeLanguagesFor(queryClient)),
      ]).then(show);
    },
    [queryClient],
  );

  // After hydration the stored choice wins over what the server guessed, unless the
  // address says `?lang=` (DESIGN §5); either way the cookie is brought in step.
  useEffect(() => {
    const fromQuery = readQueryLang();
    const stored = readStoredLang();
    const wanted = fromQuery ?? stored ?? initialLang;
    if (wanted !== initialLang) setLang(wanted);
    else persistLang(wanted);
  }, [initialLang, setLang]);

  // The page's code has run and React holds the page: what a browser test waits for
  // before it types or picks files (the code comes after `load`: decision 0011).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    // A button tapped before the page's code was here is tapped again now, or, in a section
    // still without its code, once that section has hydrated (render/early-taps).
    for (const tap of keptTaps()) if (tapWaits(tap)) startDeferredSectionOf(tap);
    replayTapsIn(document.documentElement, (tap) => !tapWaits(tap));
  }, []);

  useEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = dirOf(lang);
  }, [lang]);

  // Read at once, not after hydration: a flag flipping right after hydration changed this
  // context and re-rendered every page's whole tree a second time (its profile showed it).
  // No public markup reads the flags, so the server's `false` cannot mismatch.
  const isXs = useMediaQuery(below('sm'));
  const isSm = useMediaQuery(below('md'));
  const isMd = useMediaQuery(below('lg'));
  const isLg = useMediaQuery(below('xl'));

  // The axios interceptor's own snackbar texts follow the language too.
  useEffect(() => {
    setSnackbarTranslator(t);
    return () => setSnackbarTranslator(null);
  }, [t]);

  const value = useMemo<AppContextValue>(
    () => ({ lang, dir: dirOf(lang), setLang, languages: LANGUAGE_OPTIONS, t, isXs, isSm, isMd, isLg }),
    [lang, setLang, t, isXs, isSm, isMd, isLg],
  );
  // The direction again on its own, for MUI's theme (render/mui/directional-theme.tsx): render/
  // is below context/ and reads no app context (docs/rendering.md, the import layers).
  return (
    <AppContext.Provider value={value}>
      <DirectionContext.Provider value={value.dir}>{children}</DirectionContext.Provider>
    </AppContext.Provider>
  );
}

/** The app's values with a `t` whose lookups are not the page's (render/unnoted-strings.ts), one per value. */
const unnotedApps = new WeakMap<AppContextValue, AppContextValue>();
function unnotedApp(app: AppContextValue): AppContextValue {
  let found = unnotedApps.get(app);
  if (!found) {
    const t: Translate = (text, slots) => quietly(() => app.t(text, slots));
    unnotedApps.set(app, (found = { ...app, t }));
  }
  return found;
}

export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  const unnoted = useContext(UnnotedStrings);
  if (!value) throw new Error('useApp must be used within a AppProvider');
  return unnoted ? unnotedApp(value) : value;
}
