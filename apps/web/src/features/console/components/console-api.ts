/** The console reads and changes as the signed-in account, the same way the member pages do. */
export {
  memberRequest as consoleRequest,
  memberQueryOptions as consoleQueryOptions,
  useMemberMutation as useConsoleMutation,
} from '@/lib/member-api';
