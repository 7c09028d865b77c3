package adjudicator.engine;
