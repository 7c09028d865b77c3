package adjudicator.command.appeal;

import adjudicator.command.appeal.AppealEvent.AppealDecided;
import adjudicator.command.appeal.AppealEvent.AppealLodged;
import adjudicator.command.appeal.AppealEvent.AppealRefused;
import adjudicator.command.appeal.AppealEvent.CommitteeFormed;
import adjudicator.command.appeal.AppealEvent.Member;
import adjudicator.command.appeal.AppealEvent.MemberStoodAside;
import adjudicator.command.appeal.AppealEvent.ReadjudicationAttached;
import adjudicator.command.appeal.AppealEvent.StatementRecorded;
import adjudicator.command.appeal.AppealEvent;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** An appeal as its events leave it; changed only by {@link AppealFold#evolve}. */
public final class AppealState {

    AppealLodged lodged;
    AppealRefused refused;
    final List<Member> sitting = new ArrayList<>();
    final List<Member> reserves = new ArrayList<>();
    final List<MemberStoodAside> stoodAside = new ArrayList<>();
    final List<StatementRecorded> statements = new ArrayList<>();
    final List<ReadjudicationAttached> evidence = new ArrayList<>();
    boolean committeeFormed;
    AppealDecided decided;
    final List<AppealEvent.AppealEffectRefused> effectsRefused = new ArrayList<>();

    public boolean exists() {
        return lodged != null;
    }

    public AppealLodged lodged() {
        return lodged;
    }

    public AppealRefused refused() {
        return refused;
    }

    public boolean committeeFormed() {
        return committeeFormed;
    }

    /** The members who sit (after those who stood aside were replaced). */
    public List<Member> sitting() {
        return Collections.unmodifiableList(sitting);
    }

    public List<Member> reserves() {
        return Collections.unmodifiableList(reserves);
    }

    public List<MemberStoodAside> stoodAside() {
        return Collections.unmodifiableList(stoodAside);
    }

    public List<StatementRecorded> statements() {
        return Collections.unmodifiableList(statements);
    }

    public List<ReadjudicationAttached> evidence() {
        return Collections.unmodifiableList(evidence);
    }

    public AppealDecided decided() {
        return decided;
    }

    /** The decision's effects the game refused when they were applied, in the order recorded. */
    public List<AppealEvent.AppealEffectRefused> effectsRefused() {
        return Collections.unmodifiableList(effectsRefused);
    }

    /** The fold of an appeal's events. */
    public static final class AppealFold {
        private AppealFold() {
        }

        public static AppealState evolve(AppealState s, AppealEvent event) {
            if (event instanceof AppealLodged e) {
                s.lodged = e;
            } else if (event instanceof AppealRefused e) {
                s.refused = e;
            } else if (event instanceof CommitteeFormed e) {
                s.committeeFormed = true;
                s.sitting.addAll(e.members());
                s.reserves.addAll(e.reserves());
            } else if (event instanceof MemberStoodAside e) {
                s.stoodAside.add(e);
                int at = indexOf(s.sitting, e.member());
                Member reserve = e.replacedBy() == null ? null
                        : s.reserves.stream().filter(r -> r.name().equals(e.replacedBy())).findFirst().orElse(null);
                if (at >= 0) {
                    if (reserve != null) {
                        s.sitting.set(at, reserve);
                        s.reserves.remove(reserve);
                    } else {
                        s.sitting.remove(at);
                    }
                }
            } else if (event instanceof StatementRecorded e) {
                s.statements.add(e);
            } else if (event instanceof ReadjudicationAttached e) {
                s.evidence.add(e);
            } else if (event instanceof AppealDecided e) {
                s.decided = e;
            } else if (event instanceof AppealEvent.AppealEffectRefused e) {
                s.effectsRefused.add(e);
            }
            return s;
        }

        private static int indexOf(List<Member> members, String name) {
            for (int i = 0; i < members.size(); i++) {
                if (members.get(i).name().equals(name)) {
                    return i;
                }
            }
            return -1;
        }
    }
}
