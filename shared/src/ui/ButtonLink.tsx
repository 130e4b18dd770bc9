import type { MouseEvent } from 'react';
import { useHref, useNavigate } from '@beacon/shared/router';
import { Button, type ButtonProps } from './kit/Button';
import { isPlainClick } from './plainClick';

/** A link that looks like a button: real `<a href>` semantics, client-side navigation on a plain click. */
export function ButtonLink({ to, onClick, ...props }: Omit<ButtonProps, 'href'> & { to: string }) {
  const navigate = useNavigate();
  const href = useHref(to);
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    void navigate(to);
  };
  return <Button {...props} href={href} onClick={handleClick} />;
}
