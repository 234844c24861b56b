import { Plus, Trash2 } from 'lucide'

import { buttonClass } from '@/components/ui/button-class'
import { Icon } from '@/components/ui/icon'
import { maxCustomScenarios } from '@/domain/roth/presets'
import type { CustomScenarioFormState } from '@/domain/roth/roth-form'

import { fieldId, RothTextField } from './roth-fields'

/**
 * Up to three scenarios of the visitor's own beside the presets: a name, the percent converted,
 * and (under flat rates) the parent's and children's rates. Errors are keyed by dotted path.
 */
export function CustomScenarioFields({
  scenarios,
  errors,
  usesFlatRates,
  onChange,
  onAdd,
  onRemove,
}: {
  scenarios: CustomScenarioFormState[]
  errors: Record<string, string>
  usesFlatRates: boolean
  onChange: (index: number, scenario: CustomScenarioFormState) => void
  onAdd: () => void
  onRemove: (index: number) => void
}) {
  return (
    <section aria-labelledby="custom-scenarios-heading" className="mt-10 print:hidden">
      <h2 id="custom-scenarios-heading" className="text-3xl">
        Your own scenarios
      </h2>
      <p className="mt-2 max-w-3xl">
        Add up to {maxCustomScenarios} scenarios of your own to compare with the four above
        {usesFlatRates
          ? ', each with its own tax rates.'
          : '. Taxes come from your family’s brackets.'}
      </p>
      {scenarios.map((scenario, index) => {
        const path = (name: keyof CustomScenarioFormState) => `customScenarios.${index}.${name}`
        const field = (name: keyof CustomScenarioFormState) => ({
          id: fieldId('roth', path(name)),
          error: errors[path(name)],
          value: scenario[name],
          onChange: (value: string) => onChange(index, { ...scenario, [name]: value }),
        })
        return (
          <fieldset key={index} className="border-brand-100 mt-6 rounded-lg border p-4">
            <legend className="px-1 text-xl font-bold">Your scenario {index + 1}</legend>
            <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
              <RothTextField {...field('label')} label="Name" inputMode="text" />
              <RothTextField {...field('conversionPercent')} label="Convert (% of pre-tax)" />
              {usesFlatRates ? (
                <>
                  <RothTextField {...field('parentTaxRatePercent')} label="Parent’s tax rate (%)" />
                  <RothTextField
                    {...field('childTaxRatePercent')}
                    label="Children’s tax rate (%)"
                  />
                </>
              ) : null}
            </div>
            <button
              type="button"
              onClick={() => onRemove(index)}
              className={buttonClass({ variant: 'secondary', size: 'medium', className: 'mt-4' })}
            >
              <Icon icon={Trash2} className="size-5" />
              Remove your scenario {index + 1}
            </button>
          </fieldset>
        )
      })}
      {scenarios.length < maxCustomScenarios ? (
        <button
          id="roth-add-scenario"
          type="button"
          onClick={onAdd}
          className={buttonClass({ variant: 'secondary', size: 'medium', className: 'mt-6' })}
        >
          <Icon icon={Plus} className="size-5" />
          Add a scenario
        </button>
      ) : null}
    </section>
  )
}
