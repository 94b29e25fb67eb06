export { StateDiagram, type StateDiagramProps } from './StateDiagram'
export {
  layoutStateDiagram,
  type StateDiagramEdge,
  type StateDiagramLayout,
  type StateDiagramNode,
} from './state-diagram-layout'
