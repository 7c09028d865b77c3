/**
 * PGN games for the engine: {@link adjudicator.engine.pgn.PgnReader} reads and checks every main-line move,
 * {@link adjudicator.engine.pgn.PgnWriter} writes export format; SAN in English or Russian piece letters
 * (RF rules 2013, art. 8.8.2). Pure Java, like the rest of the engine.
 */
package adjudicator.engine.pgn;
