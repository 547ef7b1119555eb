import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { getErrorMessage } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { useHasAuthToken } from '@/lib/auth-token';
import { StatusList, StatusRow } from './status-row';

/** Shows the session state without ever printing the token itself. */
export function SessionPanel() {
  const hasToken = useHasAuthToken();
  const me = useUser();

  let userState: string;
  if (!hasToken) userState = 'Signed out (no token)';
  else if (me.isLoading) userState = 'Checking…';
  else if (me.error) userState = `Could not check: ${getErrorMessage(me.error, me.error.message)}`;
  else if (!me.data) userState = 'Signed out (the server did not accept the token)';
  else userState = 'Signed in';

  const user = hasToken ? me.data : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Session</CardTitle>
      </CardHeader>
      <StatusList>
        <StatusRow label="Token">{hasToken ? 'present' : 'absent'}</StatusRow>
        <StatusRow label="State">{userState}</StatusRow>
        {user ? (
          <>
            <StatusRow label="Email">{user.email}</StatusRow>
            <StatusRow label="Name">{user.name}</StatusRow>
            <StatusRow label="Role">{user.role}</StatusRow>
          </>
        ) : null}
      </StatusList>
    </Card>
  );
}
