import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { idsToName, withNamed, withOffered, type Known, type PickerPageSize, type PickerSource } from './search-picker';
import { useDebounced } from './use-debounced';

/**
 * The state of a picker that searches on the server: the text typed, the page of matches for it (debounced), and
 * what is known of the chosen ids it shows (`shown`, named through the source's by-ids call when not offered).
 */
export function useSearchPicker(source: PickerSource, shown: readonly string[], pageSize: PickerPageSize) {
  const [text, setText] = useState('');
  const search = useDebounced(text.trim());
  const [known, setKnown] = useState<Known>(() => new Map());
  const found = useQuery({
    queryKey: [...source.key, 'search', search, pageSize],
    queryFn: () => source.search(search, pageSize),
    placeholderData: keepPreviousData,
  });
  const asked = idsToName(shown, known, shown.length);
  const named = useQuery({
    queryKey: [...source.key, 'by-ids', asked],
    queryFn: async () => ({ asked, options: await source.byIds(asked) }),
    enabled: asked.length > 0,
  });
  useEffect(() => {
    if (found.data) setKnown((k) => withOffered(k, found.data.options));
  }, [found.data]);
  useEffect(() => {
    if (named.data) setKnown((k) => withNamed(k, named.data.asked, named.data.options));
  }, [named.data]);
  return {
    text,
    setText,
    /** the text the matches answer (undefined while the previous matches are still shown) */
    search: found.isPlaceholderData ? undefined : search,
    found,
    offered: found.data?.options ?? [],
    /** how many more match than are offered */
    more: (found.data?.total ?? 0) - (found.data?.options.length ?? 0),
    known,
    namingFailed: named.isError,
  };
}
