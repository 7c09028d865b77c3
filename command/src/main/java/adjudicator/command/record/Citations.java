package adjudicator.command.record;

import adjudicator.command.api.GameEvent;

import java.lang.reflect.RecordComponent;

/** What an event of the record cites: the article and the edition, read from its own components where it has them. */
public final class Citations {

    private Citations() {
    }

    /** The article the event cites, or null. */
    public static String article(GameEvent event) {
        return component(event, "article");
    }

    /** The edition whose article the event cites, or null. */
    public static String rules(GameEvent event) {
        return component(event, "rules");
    }

    private static String component(GameEvent event, String name) {
        if (event == null) {
            return null;
        }
        for (RecordComponent c : event.getClass().getRecordComponents()) {
            if (c.getName().equals(name)) {
                try {
                    Object value = c.getAccessor().invoke(event);
                    return value == null ? null : value.toString();
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException(e);
                }
            }
        }
        return null;
    }
}
