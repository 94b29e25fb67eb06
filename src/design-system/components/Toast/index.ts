export { Toaster } from './Toast'
export { message, messageDurations, type MessageOptions, type MessageType } from './message-store'
