/**
 * PGN games for the engine: {@link adjudicator.engine.pgn.PgnReader} reads and checks every main-line move,
 * with SAN in English or Russian piece letters (RF rules 2013, art. 8.8.2). A game's record is written as
 * PGN by the query module's writer, from the game's state. Pure Java, like the rest of the engine.
 */
package adjudicator.engine.pgn;
