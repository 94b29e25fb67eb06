import { fillTemplate } from '@/lib/i18n/fill-template'
import type { NumberProblem } from '@/design-system'
import type { Messages } from './messages'

/** A typed amount's problem in words, naming the field (`label`) and the limit it crossed. */
export function numberProblemText(messages: Messages, label: string, problem: NumberProblem): string {
  const t = messages.billing
  const template = {
    notNumber: t.numberNotNumber,
    notWhole: t.numberNotWhole,
    belowMin: t.numberBelowMin,
    aboveMax: t.numberAboveMax,
  }[problem.key]
  return fillTemplate(template, {
    label,
    min: 'min' in problem ? problem.min : '',
    max: 'max' in problem ? problem.max : '',
  })
}
