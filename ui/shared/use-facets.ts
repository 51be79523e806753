/**
 * The facet values (countries, cities, departments, ats) that feed the pickers' suggestions. Asked once
 * per popup and kept in localStorage, so suggestions are there at once next time and offline.
 */
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { FacetsResponse } from '../../api/contract';
import type { Service } from './use-service';

export interface FacetValues {
  country: string[];
  city: string[];
  department: string[];
  ats: string[];
  skills: string[];
}

const STORE_KEY = 'jobstar.facets';
const EMPTY: FacetValues = { country: [], city: [], department: [], ats: [], skills: [] };
let inFlight: Promise<FacetValues> | undefined;

const values = (facets: FacetsResponse['facets'], name: string): string[] =>
  (facets[name] ?? []).map((bucket) => bucket.value).filter((value) => value.length > 0);

function stored(): FacetValues {
  try {
    const raw = localStorage.getItem(STORE_KEY);
    return raw ? { ...EMPTY, ...(JSON.parse(raw) as Partial<FacetValues>) } : EMPTY;
  } catch {
    return EMPTY;
  }
}

export function useFacets(service: Service | undefined) {
  const facets = useSignal<FacetValues>(stored());
  useEffect(() => {
    if (!service) return;
    inFlight ??= service.api
      .facets({ confidence: 'all' })
      .then((answer) => {
        const next: FacetValues = {
          country: values(answer.facets, 'country'),
          city: values(answer.facets, 'city'),
          department: values(answer.facets, 'department'),
          ats: values(answer.facets, 'ats'),
          skills: values(answer.facets, 'skills'),
        };
        localStorage.setItem(STORE_KEY, JSON.stringify(next));
        return next;
      })
      .catch(() => stored());
    let live = true;
    inFlight.then((next) => {
      if (live) facets.value = next;
    });
    return () => {
      live = false;
    };
  }, [service?.baseUrl]);
  return facets;
}
