package adjudicator.query;

import adjudicator.command.api.GameCreated;
import adjudicator.command.api.GameEvent;
import adjudicator.command.decide.Readjudication;
import adjudicator.command.record.Citations;
import adjudicator.command.record.EventRenderer;
import adjudicator.engine.rules.Edition;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.axonframework.common.stream.BlockingStream;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.springframework.stereotype.Component;

import java.util.ArrayList;
import java.util.List;

/**
 * Re-adjudication against the store: a game's record read from the system of record and replayed
 * under an edition ({@link Readjudication}), and the report in the JSON the API and the command line
 * give.
 */
@Component
public class Readjudicator {

    private final GameReader reader;
    private final EventStore eventStore;
    private final EventRenderer renderer;
    private final ObjectMapper mapper;

    public Readjudicator(GameReader reader, EventStore eventStore, EventRenderer renderer, ObjectMapper mapper) {
        this.reader = reader;
        this.eventStore = eventStore;
        this.renderer = renderer;
        this.mapper = mapper;
    }

    /** The game's record replayed under {@code rules}, or under its own edition when null. */
    public Readjudication.Report of(String gameId, Edition rules) {
        return of(gameId, rules, java.util.Set.of());
    }

    /** The same without the facts at the seqs {@code without} (a disputed fact taken out). */
    public Readjudication.Report of(String gameId, Edition rules, java.util.Set<Long> without) {
        List<GameEvent> record = reader.events(gameId);
        GameCreated created = (GameCreated) record.get(0);
        return Readjudication.of(record, rules == null ? created.rules() : rules, without);
    }

    /** Every game in the store, in the order they were created, read from the events themselves. */
    public List<String> gameIds() {
        List<String> ids = new ArrayList<>();
        try (BlockingStream<TrackedEventMessage<?>> stream = eventStore.openStream(null)) {
            while (stream.hasNextAvailable()) {
                TrackedEventMessage<?> message = stream.nextAvailable();
                if (message instanceof DomainEventMessage<?> domain && domain.getPayload() instanceof GameCreated) {
                    ids.add(domain.getAggregateIdentifier());
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while listing the games", e);
        }
        return ids;
    }

    /** The report as the API gives it. */
    public ObjectNode render(Readjudication.Report report) {
        ObjectNode out = mapper.createObjectNode();
        out.put("gameId", report.gameId());
        out.put("recordedRules", report.recordedRules().name());
        out.put("rules", report.rules().name());
        out.set("recorded", ending(report.recorded()));
        out.set("readjudicated", ending(report.readjudicated()));
        out.put("identical", report.identical());
        Readjudication.Divergence d = report.firstDivergence();
        if (d == null) {
            out.putNull("firstDivergence");
        } else {
            ObjectNode divergence = out.putObject("firstDivergence");
            divergence.put("seq", d.seq());
            divergence.set("recorded", d.recorded() == null ? mapper.nullNode() : renderer.render(d.seq(), d.recorded()));
            divergence.set("readjudicated", d.readjudicated() == null ? mapper.nullNode()
                    : renderer.render(d.seq(), d.readjudicated()));
            divergence.put("recordedArticle", Citations.article(d.recorded()));
            divergence.put("readjudicatedArticle", Citations.article(d.readjudicated()));
        }
        ArrayNode refused = out.putArray("refused");
        for (Readjudication.Refused r : report.refused()) {
            ObjectNode n = refused.addObject();
            n.put("seq", r.seq());
            n.put("command", r.command());
            n.put("status", r.rejection().kind().status());
            n.put("detail", r.rejection().detail());
            n.put("article", r.rejection().article());
            n.put("rules", r.rejection().rules() == null ? null : r.rejection().rules().name());
        }
        ArrayNode notReproduced = out.putArray("notReproduced");
        report.notReproduced().forEach(notReproduced::add);
        ArrayNode events = out.putArray("events");
        long seq = 0;
        for (Readjudication.Replayed e : report.events()) {
            events.add(renderer.render(seq++, e.event()).put("nature", e.nature().name()));
        }
        if (!report.events().isEmpty() && report.events().get(0).event() instanceof GameCreated c && c.source() != null) {
            // an imported game: where the Laws, under the edition of the replay, judge its facts otherwise than its source
            ArrayNode findings = out.putArray("findings");
            adjudicator.command.state.GameState replayed = adjudicator.command.state.GameFold.of(
                    report.events().stream().map(Readjudication.Replayed::event).toList());
            for (adjudicator.command.decide.SourceFindings.Finding f : adjudicator.command.decide.SourceFindings.of(replayed)) {
                findings.addObject().put("ply", f.ply()).put("article", f.article()).put("text", f.text());
            }
        }
        return out;
    }

    private ObjectNode ending(Readjudication.Ending e) {
        ObjectNode n = mapper.createObjectNode();
        n.put("status", e.status() == null ? null : e.status().name());
        n.put("result", e.result());
        n.put("termination", e.termination() == null ? null : e.termination().name());
        n.put("terminationArticle", e.article());
        return n;
    }
}
