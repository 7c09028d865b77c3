package adjudicator.command.web;

import adjudicator.command.text.Language;
import adjudicator.command.text.Texts;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.support.DefaultListableBeanFactory;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.web.context.request.RequestContextHolder;
import org.springframework.web.context.request.ServletRequestAttributes;

import java.io.IOException;
import java.io.UncheckedIOException;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A full or unreachable store's answer worded by lang (issue 37): given a storage failure, when its detail is worded,
 * expect the English it has always had without {@code lang} and the Russian written out here with {@code lang=ru},
 * the title worded alike.
 */
class StorageFailureTextsTest {

    private static final String FULL = "the storage is full: nothing of this request was kept; reads still work; "
            + "send it again once space has been freed";
    private static final String FULL_RU = "хранилище заполнено: ничего из этого запроса не сохранено; чтение по-прежнему "
            + "работает; отправьте запрос ещё раз, когда место будет освобождено";

    @AfterEach
    void unbind() {
        RequestContextHolder.resetRequestAttributes();
    }

    @Test
    void eachFailureReadsAsBeforeInEnglishAndInRussianWithLangRu() {
        assertThat(StorageFailure.FULL.message().english()).isEqualTo(FULL);
        assertThat(StorageFailure.FULL.message().in(Texts.of(Language.RU))).isEqualTo(FULL_RU);
        assertThat(StorageFailure.UNAVAILABLE.message().english())
                .isEqualTo("the store could not be read or written; nothing of this request was kept");
        assertThat(StorageFailure.UNAVAILABLE.message().in(Texts.of(Language.RU)))
                .isEqualTo("хранилище не удалось прочитать или записать; ничего из этого запроса не сохранено");
    }

    @Test
    void aFullDiskIsAnswered503InTheRequestsLanguage() {
        Exception full = new UncheckedIOException(new IOException("No space left on device"));
        ProblemAdvice advice = new ProblemAdvice(new DefaultListableBeanFactory().getBeanProvider(StorageFailure.Recognizer.class));

        ResponseEntity<ProblemDetail> english = advice.unexpected(full);
        assertThat(english.getStatusCode().value()).isEqualTo(503);
        assertThat(english.getBody().getDetail()).isEqualTo(FULL);
        assertThat(english.getBody().getTitle()).isEqualTo("Storage full");

        MockHttpServletRequest request = new MockHttpServletRequest("POST", "/api/games");
        request.setParameter("lang", "ru");
        RequestContextHolder.setRequestAttributes(new ServletRequestAttributes(request));
        ResponseEntity<ProblemDetail> russian = advice.unexpected(full);
        assertThat(russian.getStatusCode().value()).isEqualTo(503);
        assertThat(russian.getBody().getDetail()).isEqualTo(FULL_RU);
        assertThat(russian.getBody().getType()).isEqualTo(StorageFailure.FULL.type);
    }

    @Test
    void aFilterThatKnowsTheLanguageWordsTheTitle() {
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(org.springframework.http.HttpStatus.PAYLOAD_TOO_LARGE, "x");
        problem.setTitle("Content Too Large");
        assertThat(ProblemLanguage.localize(problem, null).getTitle()).isEqualTo("Content Too Large");
        assertThat(ProblemLanguage.localize(problem, Language.RU).getTitle()).isEqualTo("Слишком большое содержимое");
    }
}
