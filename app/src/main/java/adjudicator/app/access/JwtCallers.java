package adjudicator.app.access;

import adjudicator.command.text.Message;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.core.convert.converter.Converter;
import org.springframework.security.authentication.AbstractAuthenticationToken;
import org.springframework.security.oauth2.jwt.Jwt;
import org.springframework.stereotype.Component;

import java.util.List;

/**
 * An identity provider's JWT (its signature, expiry and, with {@code issuer-uri}, issuer already
 * checked by Spring's resource server) as a {@link Caller}: its name, role and scope from claims whose
 * names are settings ({@code adjudicator.access.jwt.*-claim}). {@code adjudicator.access.jwt.issuer},
 * when set, is the only issuer taken (Spring checks none for a key given by {@code public-key-location}).
 * The name is recorded as {@code jwt:NAME}, which no account of the system can have. A token from
 * another issuer, or whose role or scope is missing or not valid, is refused (401).
 */
@Component
public class JwtCallers implements Converter<Jwt, AbstractAuthenticationToken> {

    private final String issuer;
    private final String nameClaim;
    private final String roleClaim;
    private final String eventsClaim;
    private final String gameClaim;
    private final String eventClaim;
    private final String roundClaim;
    private final String boardClaim;

    public JwtCallers(@Value("${adjudicator.access.jwt.issuer:}") String issuer,
                      @Value("${adjudicator.access.jwt.name-claim:preferred_username}") String nameClaim,
                      @Value("${adjudicator.access.jwt.role-claim:adjudicator_role}") String roleClaim,
                      @Value("${adjudicator.access.jwt.events-claim:adjudicator_events}") String eventsClaim,
                      @Value("${adjudicator.access.jwt.game-claim:adjudicator_game}") String gameClaim,
                      @Value("${adjudicator.access.jwt.event-claim:adjudicator_event}") String eventClaim,
                      @Value("${adjudicator.access.jwt.round-claim:adjudicator_round}") String roundClaim,
                      @Value("${adjudicator.access.jwt.board-claim:adjudicator_board}") String boardClaim) {
        this.issuer = issuer;
        this.nameClaim = nameClaim;
        this.roleClaim = roleClaim;
        this.eventsClaim = eventsClaim;
        this.gameClaim = gameClaim;
        this.eventClaim = eventClaim;
        this.roundClaim = roundClaim;
        this.boardClaim = boardClaim;
    }

    @Override
    public AbstractAuthenticationToken convert(Jwt jwt) {
        if (!issuer.isBlank() && !issuer.equals(jwt.getClaimAsString("iss"))) {
            throw new WordedBearerTokenException(Message.of("access.account.jwt.issuer", issuer));
        }
        String name = jwt.hasClaim(nameClaim) ? jwt.getClaimAsString(nameClaim) : jwt.getSubject();
        if (name == null || name.isBlank()) {
            throw new WordedBearerTokenException(Message.of("access.account.jwt.nobody", nameClaim));
        }
        Role role;
        try {
            role = Role.valueOf(String.valueOf(jwt.getClaimAsString(roleClaim)));
        } catch (IllegalArgumentException e) {
            throw new WordedBearerTokenException(Message.of("access.account.jwt.role", roleClaim));
        }
        List<String> events = jwt.hasClaim(eventsClaim) ? jwt.getClaimAsStringList(eventsClaim) : null;
        Object board = jwt.getClaim(boardClaim);
        Integer boardNumber;
        try {
            boardNumber = board == null ? null : Integer.valueOf(board.toString());
        } catch (NumberFormatException e) {
            throw new WordedBearerTokenException(Message.of("access.account.jwt.board", boardClaim));
        }
        Account.Draft scope = new Account.Draft("jwt", role, events, jwt.getClaimAsString(gameClaim),
                jwt.getClaimAsString(eventClaim), jwt.getClaimAsString(roundClaim), boardNumber);
        Account.Refusal refusal = scope.refusal();
        if (refusal != null) {
            throw new WordedBearerTokenException(Message.of("access.account.jwt.scope", refusal.message()));
        }
        return new CallerAuthentication(new Caller("jwt:" + name, role, Caller.Source.JWT, events, scope.game(),
                scope.event(), scope.round(), boardNumber));
    }
}
