export { CandidateChatButton } from './CandidateChatButton';
export { StaffChatButton } from './StaffChatButton';
export { ConversationsPage } from './ConversationsPage';
export { useChatUnread } from './api/conversation';
