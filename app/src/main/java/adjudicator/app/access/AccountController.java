package adjudicator.app.access;

import adjudicator.command.text.Message;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import org.springframework.http.ResponseEntity;
import org.springframework.security.core.Authentication;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

import java.io.IOException;
import java.net.URI;
import java.time.Instant;
import java.util.List;

/**
 * Accounts over HTTP (ADMIN only, as {@link AccessPolicy} says): {@code POST} makes one and answers
 * its token, once; {@code GET} lists them, never with a token; {@code DELETE} revokes one at once.
 */
@RestController
@RequestMapping("/api/admin/accounts")
public class AccountController {

    private final Accounts accounts;
    private final ObjectReader strict;

    public AccountController(Accounts accounts, ObjectMapper mapper) {
        this.accounts = accounts;
        this.strict = mapper.readerFor(NewAccount.class).with(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    }

    @Schema(description = "A new account: name and role; for ARBITER and APPEALS optionally the events it is for (none: all);"
            + " for DEVICE either the game or the event, round and board it is bound to; for RELAY the event and round whose boards it relays.",
            example = "{\"name\": \"board-12\", \"role\": \"DEVICE\", \"event\": \"Open A\", \"round\": \"3\", \"board\": 12}")
    public record NewAccount(String name, Role role, List<String> events, String game, String event, String round,
                             Integer board) {
    }

    /** An account as listed: never its token. */
    public record AccountView(String name, Role role, List<String> events, String game, String event, String round,
                              Integer board, Instant createdAt, String createdBy, Instant revokedAt, String revokedBy) {
        static AccountView of(Account a) {
            return new AccountView(a.name(), a.role(), a.events(), a.game(), a.event(), a.round(), a.board(),
                    a.createdAt(), a.createdBy(), a.revokedAt(), a.revokedBy());
        }
    }

    /** A new account with its token: the only time the token is shown. */
    public record CreatedAccount(String name, Role role, List<String> events, String game, String event, String round,
                                 Integer board, Instant createdAt, String createdBy, String token) {
    }

    @PostMapping
    @io.swagger.v3.oas.annotations.parameters.RequestBody(required = true,
            content = @Content(schema = @Schema(implementation = NewAccount.class)))
    public ResponseEntity<CreatedAccount> create(@RequestBody JsonNode json, Authentication authentication) {
        NewAccount body = bind(json);
        Accounts.Created created = accounts.create(new Account.Draft(body.name(), body.role(), body.events(), body.game(),
                body.event(), body.round(), body.board()), authentication.getName());
        Account a = created.account();
        return ResponseEntity.created(URI.create("/api/admin/accounts/" + a.name()))
                .body(new CreatedAccount(a.name(), a.role(), a.events(), a.game(), a.event(), a.round(), a.board(),
                        a.createdAt(), a.createdBy(), created.token()));
    }

    /** The body as a {@link NewAccount}, every field known: a misspelt field must not make a wider account. */
    private NewAccount bind(JsonNode json) {
        if (json == null || !json.isObject()) {
            throw new AccountException(AccountException.Kind.INVALID, null, Message.of("access.account.body"));
        }
        try {
            return strict.readValue(json);
        } catch (UnrecognizedPropertyException e) {
            throw new AccountException(AccountException.Kind.INVALID, e.getPropertyName(), Message.of("access.account.unknownField",
                    e.getPropertyName()));
        } catch (MismatchedInputException e) {
            String field = e.getPath().isEmpty() ? null : e.getPath().get(0).getFieldName();
            throw new AccountException(AccountException.Kind.INVALID, field, "role".equals(field)
                    ? Message.of("access.account.role")
                    : Message.of("access.account.wrongType", field));
        } catch (JsonProcessingException e) {
            throw new AccountException(AccountException.Kind.INVALID, null, Message.of("access.account.notAnAccount", e.getOriginalMessage()));
        } catch (IOException e) {
            throw new AccountException(AccountException.Kind.INVALID, null, Message.of("access.account.unreadable"));
        }
    }

    @GetMapping
    public List<AccountView> list() {
        return accounts.list().stream().map(AccountView::of).toList();
    }

    @DeleteMapping("/{name}")
    public ResponseEntity<Void> revoke(@PathVariable String name, Authentication authentication) {
        accounts.revoke(name, authentication.getName());
        return ResponseEntity.noContent().build();
    }
}
