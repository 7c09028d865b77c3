package adjudicator.app;

import org.springframework.boot.SpringApplication;
import org.springframework.context.ConfigurableApplicationContext;

import java.util.ArrayList;
import java.util.List;

/**
 * The application as a command-line verb opens it: on the store the server would open (the
 * settings given, e.g. {@code --adjudicator.data-dir=DIR}), without a web server or banner, its log
 * at {@code rootLevel} unless the settings name one, and {@code extra} settings after them; without the
 * process managers, which write (the server that next opens the store sends what they would have).
 */
final class StoreContext {

    private StoreContext() {
    }

    static ConfigurableApplicationContext open(List<String> settings, String rootLevel, String... extra) {
        List<String> args = new ArrayList<>(settings);
        args.add("--spring.main.web-application-type=none");
        args.add("--spring.main.banner-mode=off");
        // a verb runs no process manager: the consequences of what is on the record are the server's to send
        args.add("--adjudicator.consequences.enabled=false");
        if (args.stream().noneMatch(s -> s.startsWith("--logging.level.root="))) {
            args.add("--logging.level.root=" + rootLevel);
        }
        args.addAll(List.of(extra));
        return SpringApplication.run(AdjudicatorApplication.class, args.toArray(String[]::new));
    }
}
