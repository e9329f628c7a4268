import { useEffect, useState } from 'react';
import { Alert } from '../../../ui/Alert/Alert';
import { orderAlerts } from '../../../wiring/basketActor';
import * as styles from './funnel.css';

/** Basket and payment errors, each a red alert that closes itself after 3000 ms. */
export function FunnelAlerts() {
  const [messages, setMessages] = useState<{ id: number; text: string }[]>([]);
  useEffect(() => {
    let next = 0;
    return orderAlerts.subscribe((text) => {
      next += 1;
      const id = next;
      setMessages((shown) => [...shown.filter((message) => message.text !== text), { id, text }]);
    });
  }, []);
  if (messages.length === 0) return null;
  return (
    <div className={styles.alerts}>
      {messages.map((message) => (
        <Alert
          key={message.id}
          type="danger"
          onClose={() => setMessages((shown) => shown.filter((m) => m.id !== message.id))}
        >
          {message.text}
        </Alert>
      ))}
    </div>
  );
}
