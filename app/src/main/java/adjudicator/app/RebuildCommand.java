package adjudicator.app;

import adjudicator.query.ProjectionRebuilder;
import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.eventhandling.StreamingEventProcessor;
import org.springframework.context.ConfigurableApplicationContext;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code rebuild [--setting=value ...]}: resets every projection and replays the whole store into
 * it, printing the progress (the global index of the last event handled, of the newest stored),
 * then exits. It opens the store the server would (the embedded one under
 * {@code data/}, or MongoDB when a URI is configured), so run it with the server stopped; with the
 * server running, {@code POST /api/admin/projections/rebuild} does the same.
 */
@Command(name = "rebuild", mixinStandardHelpOptions = true,
        description = "Resets every projection and replays all stored events into it, with progress.")
public final class RebuildCommand implements Callable<Integer> {

    @Parameters(arity = "0..*", description = "settings as for the server, e.g. --adjudicator.data-dir=DIR")
    List<String> settings = new ArrayList<>();

    private final PrintStream out;

    public RebuildCommand() {
        this(System.out);
    }

    public RebuildCommand(PrintStream out) {
        this.out = out;
    }

    @Override
    public Integer call() throws InterruptedException {
        long started = System.nanoTime();
        try (ConfigurableApplicationContext context = StoreContext.open(settings, "WARN")) {
            ProjectionRebuilder rebuilder = context.getBean(ProjectionRebuilder.class);
            EventProcessingConfiguration processing = context.getBean(EventProcessingConfiguration.class);
            // let every processor finish starting (claim its segments) before it is shut down and reset
            for (int i = 0; i < 300 && !allClaimed(processing); i++) {
                Thread.sleep(100);
            }
            List<String> names = rebuilder.rebuild();
            out.println("rebuilding " + names);
            String last = "";
            while (true) {
                Thread.sleep(200);
                StringBuilder line = new StringBuilder();
                boolean done = true;
                for (ProjectionRebuilder.Status s : rebuilder.status()) {
                    StreamingEventProcessor p = processing.eventProcessor(s.name(), StreamingEventProcessor.class).orElseThrow();
                    boolean caughtUp = !p.processingStatus().isEmpty()
                            && p.processingStatus().values().stream().allMatch(x -> x.isCaughtUp());
                    done &= caughtUp && (s.behind() == null || s.behind() == 0);
                    line.append(s.name()).append(": ").append(s.position() == null ? (caughtUp ? "caught up" : "replaying")
                            : "at " + s.position() + " of " + s.head()).append("  ");
                }
                if (!line.toString().equals(last)) {
                    out.println(line.toString().trim());
                    last = line.toString();
                }
                if (done) {
                    break;
                }
            }
        }
        out.printf("rebuilt in %.1f s%n", (System.nanoTime() - started) / 1e9);
        return 0;
    }

    private static boolean allClaimed(EventProcessingConfiguration processing) {
        boolean[] claimed = {true};
        processing.eventProcessors().forEach((name, processor) -> {
            if (processor instanceof StreamingEventProcessor streaming && streaming.processingStatus().isEmpty()) {
                claimed[0] = false;
            }
        });
        return claimed[0];
    }
}
