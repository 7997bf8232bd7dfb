"""What wings on both sides use, below every wing but ``paint``: the session's table model,
column scrolling, file filters, object names, a part let go with its game."""
