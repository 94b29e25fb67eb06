export { NumberInput, type NumberInputProps } from './NumberInput'
export { numberProblem, type NumberProblem, type NumberRule } from './number-problem'
