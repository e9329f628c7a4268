import { Link } from '@tanstack/react-router';
import { Button } from '../Button/Button';
import {
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuRoot,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../DropdownMenu/DropdownMenu';
import { ACCOUNT_LINKS } from './accountLinks';

/** The signed-in customer's menu in the top bar on wide screens. */
export function AccountMenu({ onSignOut }: { onSignOut: () => void }) {
  return (
    <DropdownMenuRoot>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary">Your account</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {ACCOUNT_LINKS.map((link) => (
          <DropdownMenuItem asChild key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onSignOut}>Sign out</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenuRoot>
  );
}
