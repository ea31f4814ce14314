"""manastack.model"""
