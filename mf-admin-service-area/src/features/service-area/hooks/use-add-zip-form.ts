import { useEffect, useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  DEFAULT_REGION,
  LIMITS,
  newZipCodeSchema,
  serviceAreaRegionSchema,
  type ServiceAreaEntry,
} from 'shared-contracts';

const addZipSchema = (existing: readonly string[]) =>
  z.object({
    zipCode: newZipCodeSchema(existing),
    neighborhood: z.string().trim().max(LIMITS.serviceArea.neighborhoodMax),
    region: serviceAreaRegionSchema,
  });
export type AddZipValues = z.infer<ReturnType<typeof addZipSchema>>;

const EMPTY: AddZipValues = { zipCode: '', neighborhood: '', region: DEFAULT_REGION };

/** What a form adding ZIP codes is given: the listed ZIPs (refused as duplicates) and where a valid entry goes. */
export interface AddZipProps {
  existingZips: readonly string[];
  onAdd: (entry: ServiceAreaEntry) => void;
  disabled?: boolean;
}

/**
 * A new service-area entry being typed: a five-digit ZIP not listed yet, an optional neighborhood and a region. A
 * form that shows only the ZIP box (the basic manager) adds it with no neighborhood in the default region.
 */
export function useAddZipForm({ existingZips, onAdd }: Omit<AddZipProps, 'disabled'>) {
  // The ZIP box's id: the form's label names it, and focus returns to it after an add.
  const zipId = useId();
  // A new resolver when the list changes, so a ZIP just added is refused as a duplicate right away.
  const resolver = useMemo(() => zodResolver(addZipSchema(existingZips)), [existingZips]);
  const { control, handleSubmit, reset, formState, getValues, trigger } = useForm<AddZipValues>({
    resolver,
    mode: 'onChange',
    defaultValues: EMPTY,
  });
  // The list can change under a typed ZIP (first load, refetch, an add): check the box again against the new list.
  useEffect(() => {
    if (getValues('zipCode')) void trigger('zipCode');
  }, [existingZips, getValues, trigger]);
  // An empty box is not an error to announce: Add is simply disabled until something valid is typed.
  const zipValue = useWatch({ control, name: 'zipCode' });
  const zipError = zipValue ? formState.errors.zipCode?.message : undefined;

  const submit = handleSubmit((values) => {
    onAdd({ zip_code: values.zipCode, neighborhood: values.neighborhood || null, region: values.region });
    reset(EMPTY);
    // The emptied form disables Add: focus on it would drop to <body>. The ZIP box takes it, ready for the next ZIP.
    document.getElementById(zipId)?.focus();
  });

  return { zipId, control, zipError, valid: formState.isValid, submit: () => void submit() };
}
